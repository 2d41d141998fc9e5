// A stand-in for Google's reCAPTCHA siteverify endpoint, for the browser tests (the test machines
// have no internet). POST /siteverify answers {"success": true} only for the response "e2e-pass"
// checked with the secret "e2e-secret"; GET /health tells Playwright it is up.
// Listens on 127.0.0.1:8098, or on the port in SITEVERIFY_PORT.
import { createServer } from 'node:http';
import process from 'node:process';
import { URLSearchParams } from 'node:url';

const port = Number(process.env.SITEVERIFY_PORT ?? 8098);
const MAX_BODY = 16 * 1024;

function verify(form) {
  if (form.get('secret') === 'e2e-secret' && form.get('response') === 'e2e-pass') {
    return { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' };
  }
  return { success: false, 'error-codes': ['invalid-input-response'] };
}

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.end('ok');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/siteverify') {
    res.statusCode = 404;
    res.end();
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    body += chunk;
    if (body.length > MAX_BODY) req.destroy();
  });
  req.on('end', () => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(verify(new URLSearchParams(body))));
  });
}).listen(port, '127.0.0.1');
