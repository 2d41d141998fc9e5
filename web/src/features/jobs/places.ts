/**
 * AREA_CITIES are the Tampa Bay cities the board offers to search near (docs/api.md "Vacancies and
 * applications", near). The coordinates are approximate city centres, to four decimals (about
 * ten metres): close enough for a radius of a few kilometres or more.
 */
export const AREA_CITIES = [
  { name: 'Tampa', lat: 27.9506, lng: -82.4572 },
  { name: 'St. Petersburg', lat: 27.7676, lng: -82.6403 },
  { name: 'Clearwater', lat: 27.9659, lng: -82.8001 },
  { name: 'Brandon', lat: 27.9378, lng: -82.2859 },
  { name: 'Riverview', lat: 27.8661, lng: -82.3265 },
  { name: 'Wesley Chapel', lat: 28.2397, lng: -82.3279 },
  { name: 'New Port Richey', lat: 28.2442, lng: -82.7193 },
  { name: 'Largo', lat: 27.9095, lng: -82.7873 },
  { name: 'Plant City', lat: 28.0186, lng: -82.1128 },
  { name: "Land O' Lakes", lat: 28.2189, lng: -82.4576 },
] as const;

/** RADII are the radii, in kilometres, the board offers around a place. */
export const RADII = [5, 10, 25, 50, 100] as const;

/** DEFAULT_RADIUS is the radius of a near search that names none, as the server takes it. */
export const DEFAULT_RADIUS = 25;

/** Point is a place on the globe, in degrees. */
export type Point = { lat: number; lng: number };

/** nearOf writes a point as the board's `near` parameter: "lat,lng". */
export function nearOf({ lat, lng }: Point): string {
  return `${lat},${lng}`;
}

/** pointOf reads the board's `near` parameter; anything but two numbers on the globe is null. */
export function pointOf(near: string): Point | null {
  const parts = near.split(',');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  const [lat, lng] = parts.map(Number);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
