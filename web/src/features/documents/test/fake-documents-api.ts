import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { TeacherDocument } from '../api/documents';

/** FakeUpload is one POST /api/me/documents sent through XMLHttpRequest, answered by the test. */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  private readonly sent: FakeUpload[];

  constructor(sent: FakeUpload[]) {
    this.sent = sent;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    this.sent.push(this);
  }

  /** progress reports that `percent` of the body has been sent. */
  progress(percent: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent));
  }

  /** respond ends the request with a JSON answer. */
  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

/** doc builds a document as the server lists it. */
export function doc(fields: Partial<TeacherDocument> & Pick<TeacherDocument, 'id' | 'kind' | 'fileName'>): TeacherDocument {
  return { contentType: 'application/pdf', size: 250 * 1024, uploadedAt: '2026-03-02T15:04:05Z', expiresOn: null, ...fields };
}

/**
 * fakeDocumentsApi stands in for the documents API: fetch answers GET /api/me/documents with
 * `files` and DELETE by removing the file; XMLHttpRequest records each upload for the test to
 * answer. Every fetch is recorded with its method.
 */
export function fakeDocumentsApi(initial: TeacherDocument[] = []) {
  const state = { files: [...initial], uploads: [] as FakeUpload[], calls: [] as string[] };
  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    state.calls.push(`${method} ${path}`);
    if (path === '/api/me/documents') return json(200, state.files);
    const deleted = path.match(/^\/api\/me\/documents\/([^/]+)$/);
    if (deleted && method === 'DELETE') {
      state.files = state.files.filter((file) => file.id !== deleted[1]);
      return json(204);
    }
    return json(404, { code: 'not_found', message: '' });
  });
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUpload {
      constructor() {
        super(state.uploads);
      }
    },
  );
  return state;
}
