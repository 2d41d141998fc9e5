// A stand-in for the parts of google.maps the housing map uses, installed on window.google so
// @react-google-maps/api finds the API already loaded. It keeps what the map shows (markers on
// the map, zoom, centre, open info windows) for tests to read, and lets them click a marker.

type Listener = { target: object; name: string; handler: (...args: unknown[]) => void; remove: () => void };
type LatLngLiteral = { lat: number; lng: number };

const listeners = new Set<Listener>();

// Every object of the API takes options and setters for any of them.
class FakeObject {
  options: Record<string, unknown> = {};
  constructor(options: Record<string, unknown> = {}) {
    this.setOptions(options);
  }
  setOptions(options: Record<string, unknown> | null | undefined) {
    Object.assign(this.options, options ?? {});
  }
  set(key: string, value: unknown) {
    this.options[key] = value;
  }
  get(key: string) {
    return this.options[key];
  }
}

function withSetters<T extends object>(cls: new (...args: never[]) => T) {
  for (const name of ['Position', 'Icon', 'Label', 'Title', 'Visible', 'Clickable', 'Draggable', 'Cursor', 'ZIndex',
    'Animation', 'Opacity', 'Shape', 'Content', 'Center', 'Heading', 'Tilt', 'MapTypeId', 'Streetview']) {
    const proto = cls.prototype as Record<string, unknown>;
    const key = name[0].toLowerCase() + name.slice(1);
    proto[`set${name}`] ??= function (this: FakeObject, value: unknown) {
      this.options[key] = value;
    };
    proto[`get${name}`] ??= function (this: FakeObject) {
      return this.options[key];
    };
  }
  return cls;
}

export class FakeMap extends FakeObject {
  div: HTMLElement;
  /** When (performance.now()) the map last moved to a centre, and each zoom it was set to. */
  pannedAt = 0;
  zooms: { zoom: number; at: number }[] = [];
  constructor(div: HTMLElement, options: Record<string, unknown> = {}) {
    super(options);
    this.div = div;
    if (typeof options.zoom === 'number') this.zooms.push({ zoom: options.zoom, at: performance.now() });
    state.map = this;
  }
  getDiv() {
    return this.div;
  }
  setZoom(zoom: number) {
    this.options.zoom = zoom;
    this.zooms.push({ zoom, at: performance.now() });
  }
  getZoom() {
    return this.options.zoom as number;
  }
  panTo(center: LatLngLiteral) {
    this.options.center = center;
    this.pannedAt = performance.now();
  }
  fitBounds() {}
}
withSetters(FakeMap);

export class FakeMarker extends FakeObject {
  constructor(options: Record<string, unknown> = {}) {
    super(options);
    state.markers.add(this);
  }
  setMap(map: FakeMap | null) {
    this.options.map = map;
  }
  getMap() {
    return this.options.map as FakeMap | null;
  }
}
withSetters(FakeMarker);

export class FakeInfoWindow extends FakeObject {
  open(map?: unknown) {
    this.options.map = map ?? null;
    const content = this.options.content;
    if (content instanceof HTMLElement && !content.isConnected) document.body.append(content);
    state.infoWindows.add(this);
  }
  close() {
    (this.options.content as HTMLElement | undefined)?.remove();
    state.infoWindows.delete(this);
  }
}
withSetters(FakeInfoWindow);

const state = {
  map: null as FakeMap | null,
  markers: new Set<FakeMarker>(),
  infoWindows: new Set<FakeInfoWindow>(),
};

/** installFakeGoogleMaps puts the stand-in on window.google and returns what it keeps. */
export function installFakeGoogleMaps() {
  state.map = null;
  state.markers.clear();
  state.infoWindows.clear();
  listeners.clear();
  const maps = {
    version: 'fake',
    importLibrary: async () => ({}),
    Map: FakeMap,
    Marker: FakeMarker,
    InfoWindow: FakeInfoWindow,
    Size: class {
      width: number;
      height: number;
      constructor(width: number, height: number) {
        this.width = width;
        this.height = height;
      }
    },
    Point: class {
      x: number;
      y: number;
      constructor(x: number, y: number) {
        this.x = x;
        this.y = y;
      }
    },
    event: {
      addListener(target: object, name: string, handler: (...args: unknown[]) => void): Listener {
        const listener: Listener = { target, name, handler, remove: () => listeners.delete(listener) };
        listeners.add(listener);
        return listener;
      },
      removeListener(listener: Listener) {
        listeners.delete(listener);
      },
      clearInstanceListeners(target: object) {
        for (const l of listeners) if (l.target === target) listeners.delete(l);
      },
      trigger(target: object, name: string, ...args: unknown[]) {
        for (const l of [...listeners]) if (l.target === target && l.name === name) l.handler(...args);
      },
    },
  };
  (window as unknown as { google: unknown }).google = { maps };

  return {
    /** The map, once created. */
    get map() {
      return state.map;
    },
    /** The markers on the map now, with their title, label text and position. */
    markers() {
      return [...state.markers]
        .filter((m) => m.getMap() !== null && m.getMap() !== undefined)
        .map((m) => ({
          marker: m,
          title: m.options.title as string,
          label: (m.options.label as { text: string } | undefined)?.text,
          position: m.options.position as LatLngLiteral,
        }));
    },
    /** click clicks the marker with this title, as a visitor does on the map. */
    click(title: string) {
      const found = this.markers().find((m) => m.title === title);
      if (!found) throw new Error(`no marker "${title}" on the map`);
      maps.event.trigger(found.marker, 'click');
    },
    /** The info windows open now. */
    infoWindows() {
      return [...state.infoWindows];
    },
  };
}

/** uninstallFakeGoogleMaps removes the stand-in. */
export function uninstallFakeGoogleMaps() {
  delete (window as unknown as { google?: unknown }).google;
  state.map = null;
}

/** fakeMapExists reports whether the installed stand-in has created a map. */
export function fakeMapExists() {
  return state.map !== null;
}
