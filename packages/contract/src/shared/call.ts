import type { z } from 'zod';
import type { TierName } from './constants';

/**
 * Who may make a call. 'public': no token. 'user': any signed-in user.
 * 'owner' and 'sub_user': that user type only (spec 01 §6, spec 02 §6).
 * 'operator': the people who run Faith Shield, with an operator session only; an operator's
 * token opens no other call (docs/decisions/022).
 */
export type CallAccess = 'public' | 'user' | 'owner' | 'sub_user' | 'operator';

export type FileLimit = { maxBytes: number; message: string };

/** A file field that may repeat: at most `max` parts of it, refused past that with `message`. */
export type FileCount = { max: number; message: string };

/** One call of the spec: its exact name, method, who may make it, and its schemas. */
export type CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  name: string;
  method: 'GET' | 'POST';
  access: CallAccess;
  /** The tier the owner's organisation needs; absent when any plan (or none) will do. */
  tier?: TierName;
  /** What a plan without `tier` is told, naming the plan needed; a generic message by default. */
  planMessage?: string;
  /**
   * The fields that carry a file (multipart). A call without them takes no file: the server
   * refuses a file part before reading it, and reads a taken one only once the caller passed
   * the guard (the web client sends the token field first).
   */
  files?: readonly string[];
  /**
   * A file field allowed more or less than the server's usual upload limit: a larger file is
   * refused while it arrives (never read whole), with `message` under that field.
   */
  fileLimits?: Readonly<Record<string, FileLimit>>;
  /** A file field sent repeated (add_incident's `images`): it arrives as a list of files. */
  fileCounts?: Readonly<Record<string, FileCount>>;
  request: Req;
  response: Res;
};

/** Keeps the call's name as a literal type: the web app's callApi checks names against it. */
export const defineCall = <
  const Name extends string,
  Req extends z.ZodType,
  Res extends z.ZodType,
  const Access extends CallAccess = CallAccess,
>(
  call: CallDefinition<Req, Res> & { name: Name; access: Access },
): CallDefinition<Req, Res> & { name: Name; access: Access } => call;

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
