import type { operatorSaveDirectorsCall } from '@faith-shield/contract/operator-content/operator-save-directors';
import type {
  operatorSaveLegalPageCall,
  SaveLegalPage,
} from '@faith-shield/contract/operator-content/operator-save-legal-page';
import type { Director } from '@faith-shield/contract/public-site/directors';
import { callOperator } from '../../lib/call-operator';

/** The board in order; the list travels as JSON text. */
export const operatorSaveDirectors = (board: { directors: Director[] }) =>
  callOperator<typeof operatorSaveDirectorsCall>('operator_save_directors', {
    directors: JSON.stringify(board.directors),
  });

export const operatorSaveLegalPage = (page: SaveLegalPage) =>
  callOperator<typeof operatorSaveLegalPageCall>('operator_save_legal_page', page);
