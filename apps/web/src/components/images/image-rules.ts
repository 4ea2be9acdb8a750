import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { imageFileProblem } from '../../lib/image-file-check';

/** What a screen accepts, from its contract's constants, and the spec's words for a refusal. */
export type ImageRules = {
  /** No limit of its own when absent (the server's upload limit still holds). */
  maxBytes?: number;
  /** 1 (the default): a new pick replaces the old one. */
  maxCount?: number;
  messages?: { wrongType?: string; tooLarge?: string; tooMany?: string };
};

/** One file's problem by its content and size, in the screen's words; null when it will do. */
export async function imageProblem(file: File, rules: ImageRules): Promise<string | null> {
  if (await imageFileProblem(file)) return rules.messages?.wrongType ?? IMAGE_MESSAGES.wrongType;
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
