import http from 'node:http';

export type Answer = { code: number; body: string } | 'no answer';

/**
 * Sends a POST whose body begins with what `writeStart` writes and never ends: a server that
 * reads the body before deciding never answers, one that decides first answers at once.
 * Answers the status and body, or 'no answer' after `waitMs`.
 */
export function sendUnending(
  url: string,
  headers: Record<string, string>,
  writeStart: (request: http.ClientRequest) => void,
  waitMs = 3000,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers });
    const timer = setTimeout(() => {
      request.destroy();
      resolve('no answer');
    }, waitMs);
    request.on('error', () => undefined);
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ code: response.statusCode ?? 0, body });
      });
    });
    writeStart(request);
  });
}
