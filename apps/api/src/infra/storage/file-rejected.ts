/** An uploaded file refused, with its message and the form field it belongs under (the http layer answers 422). */
export class FileRejected extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
