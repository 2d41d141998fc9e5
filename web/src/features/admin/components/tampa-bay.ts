/**
 * TAMPA_BAY is the box a school's point must be in (the partner districts), as the server checks
 * it: latitude and longitude ranges, ends included.
 */
export const TAMPA_BAY = { lat: [27, 29], lng: [-83.5, -81.5] } as const satisfies Record<string, readonly [number, number]>;

/** MAP_START is where the map opens when the school has no point yet: central Tampa. */
export const MAP_START = { lat: 27.9506, lng: -82.4572 };

/** toCoordinate reads a checked coordinate as typed ("27.95", or "" for none) as the API's number or null. */
export function toCoordinate(text: string): number | null {
  return text === '' ? null : Number(text);
}

/** pointOf is the point typed, when both coordinates are numbers inside the box; null otherwise. */
export function pointOf(lat: string, lng: string): { lat: number; lng: number } | null {
  const point = { lat: Number(lat.replace(',', '.')), lng: Number(lng.replace(',', '.')) };
  if (lat.trim() === '' || lng.trim() === '' || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  const inside = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;
  return inside(point.lat, TAMPA_BAY.lat) && inside(point.lng, TAMPA_BAY.lng) ? point : null;
}

/** formatCoordinate writes a coordinate picked on the map with six decimals (about 10 cm). */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}
