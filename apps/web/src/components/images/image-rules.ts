import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';

/** What a screen accepts, from its contract's constants, and the spec's words for a refusal. */
export type ImageRules = {
  /** No limit of its own when absent (the server's upload limit still holds). */
  maxBytes?: number;
  /** 1 (the default): a new pick replaces the old one. */
  maxCount?: number;
  messages?: { wrongType?: string; tooLarge?: string; tooMany?: string };
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** A JPG or PNG by its declared type and its first bytes, as the server judges it (DESIGN.md §2). */
async function isImage(file: File) {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return false;
  const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
  return startsWith(head, PNG) || startsWith(head, JPEG);
}

/**
 * One file's problem by its content (a text file named .png is refused) and size, in the
 * screen's words (spec 01 §5, 02 §5); null when it will do.
 */
export async function imageProblem(file: File, rules: ImageRules): Promise<string | null> {
  if (!(await isImage(file))) return rules.messages?.wrongType ?? IMAGE_MESSAGES.wrongType;
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes)
    return rules.messages?.tooLarge ?? IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * The files kept after a pick, and a refusal for each file that cannot go. One picture at a
 * time replaces the choice; several are added until the limit, the rest refused.
 */
export async function keepPicked(
  kept: File[],
  picked: File[],
  rules: ImageRules,
): Promise<{ files: File[]; problems: string[] }> {
  const maxCount = rules.maxCount ?? 1;
  const problems: string[] = [];
  if (maxCount === 1) {
    const [first] = picked;
    if (!first) return { files: kept, problems };
    const problem = await imageProblem(first, rules);
    return problem ? { files: kept, problems: [problem] } : { files: [first], problems };
  }
  const files = [...kept];
  for (const file of picked) {
    const problem =
      files.length >= maxCount ? (rules.messages?.tooMany ?? null) : await imageProblem(file, rules);
    if (problem) problems.push(problem);
    else if (files.length < maxCount) files.push(file);
  }
  return { files, problems };
}
