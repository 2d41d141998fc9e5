// A stand-in for Google's Places API (the legacy web service the server calls), for the browser
// tests: the test machines have no internet. Every nearby search finds the same two agencies;
// details and a photo exist for the first. Only the key "e2e-server-key" is accepted.
// Listens on 127.0.0.1:8097, or on the port in PLACES_PORT; GET /health tells Playwright it is up.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import process from 'node:process';
import { URL } from 'node:url';

const port = Number(process.env.PLACES_PORT ?? 8097);
const KEY = 'e2e-server-key';
// A 1×1 PNG.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const agencies = [
  {
    place_id: 'e2e-agency-harbor',
    name: 'Harbor Island Realty',
    business_status: 'OPERATIONAL',
    geometry: { location: { lat: 27.94, lng: -82.46 } },
    details: {
      formatted_address: '10 Harbour Island Blvd, Tampa, FL 33602, USA',
      rating: 4.5,
      website: 'https://harbor-realty.example',
      photos: [{ photo_reference: 'e2e-photo-harbor', width: 800, height: 600 }],
    },
  },
  {
    place_id: 'e2e-agency-quiet',
    name: '',
    business_status: 'CLOSED_TEMPORARILY',
    geometry: { location: { lat: 27.93, lng: -82.47 } },
    details: {},
  },
];

function json(res, body) {
  res.setHeader('Content-Type', 'application/json; charset=UTF-8');
  res.end(JSON.stringify(body));
}

createServer((req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${port}`);
  if (url.pathname === '/health') return res.end('ok');
  if (url.searchParams.get('key') !== KEY) return json(res, { status: 'REQUEST_DENIED', error_message: 'bad key' });
  switch (url.pathname) {
    case '/maps/api/place/nearbysearch/json':
      return json(res, {
        status: 'OK',
        results: agencies.map((a) => ({ place_id: a.place_id, name: a.name, business_status: a.business_status, geometry: a.geometry })),
      });
    case '/maps/api/place/details/json': {
      const found = agencies.find((a) => a.place_id === url.searchParams.get('placeid'));
      if (!found) return json(res, { status: 'NOT_FOUND' });
      return json(res, { status: 'OK', result: { place_id: found.place_id, name: found.name, ...found.details } });
    }
    case '/maps/api/place/photo':
      res.setHeader('Content-Type', 'image/png');
      return res.end(PHOTO);
    default:
      res.statusCode = 404;
      res.end();
  }
}).listen(port, '127.0.0.1');
