/** Hands a base64 file to the browser as a download named `fileName`. */
export function saveBase64File(fileName: string, base64: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click's task is over
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
