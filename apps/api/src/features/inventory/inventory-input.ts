import { AddInventoryRequestSchema } from '@faith-shield/contract/inventory/add-inventory';
import { EditInventoryRequestSchema } from '@faith-shield/contract/inventory/edit-inventory';
import type { z } from 'zod';
import { optionalUploadedFile, uploadedFile } from '../../http/file-field';

/** The server's side of add_inventory and edit_inventory (STYLE.md habit 2): the shared schemas, a real file. */
export const AddInventoryInput = AddInventoryRequestSchema.extend({ image: uploadedFile() });
export type AddInventoryInput = z.output<typeof AddInventoryInput>;

export const EditInventoryInput = EditInventoryRequestSchema.extend({ image: optionalUploadedFile() });
export type EditInventoryInput = z.output<typeof EditInventoryInput>;
