import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { TeacherDocument } from '@/lib/api-types';
import { serve } from '@/test/api/requests';
import { http } from '@/test/api/server';

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
 * fakeDocumentsApi stands in for the documents API: GET /api/me/documents answers `files`, and a
 * DELETE removes the file; every request is recorded as "METHOD path". Uploads go through
 * XMLHttpRequest, whose upload progress no fake server can play: a FakeUpload records each one
 * for the test to move along and answer.
 */
export function fakeDocumentsApi(initial: TeacherDocument[] = []) {
  const state = { files: [...initial], uploads: [] as FakeUpload[], calls: [] as string[] };
  serve(
    http.untyped.all('/api/*', ({ request }) => {
      state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
    }),
    http.get('/api/me/documents', ({ response }) => response(200).json(state.files)),
    http.delete('/api/me/documents/{id}', ({ params, response }) => {
      state.files = state.files.filter((file) => file.id !== params.id);
      return response(204).empty();
    }),
  );
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
