/** A PDF's file name from an organisation's name: lower case, dashes, at most 60 characters. */
export const fileNameSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'organisation';
