import { AddEventRequestSchema } from '@faith-shield/contract/events/add-event';
import {
  checkEndAfterStart,
  EventUpdateFieldsSchema,
  splitDateTimes,
} from '@faith-shield/contract/events/event-update';
import { z } from 'zod';
import { uploadedFile } from '../../http/file-field';
import { isUploadedFile } from '../../infra/storage/uploaded-file';

/** No image chosen (an empty file part, or text such as the current image's path): none, or keep it. */
const image = z.preprocess(
  (value) => (isUploadedFile(value) && value.data.length > 0 ? value : undefined),
  uploadedFile().optional(),
);

/** The server's side of add_event and event_update (STYLE.md habit 2): the shared schemas with a real file. */
export const AddEventInput = AddEventRequestSchema.extend({ image });
export type AddEventInput = z.output<typeof AddEventInput>;

export const EventUpdateInput = z
  .preprocess(splitDateTimes, EventUpdateFieldsSchema.extend({ image }))
  .superRefine(checkEndAfterStart);
export type EventUpdateInput = z.output<typeof EventUpdateInput>;
