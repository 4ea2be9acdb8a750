/** The PDF worker has as many documents waiting as it takes: the caller is asked to come back (503). */
export class PdfQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the PDF queue is full');
  }
}
