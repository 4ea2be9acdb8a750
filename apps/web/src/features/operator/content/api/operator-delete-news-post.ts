import type { operatorDeleteNewsPostCall } from '@faith-shield/contract/operator-content/operator-save-news-post';
import { callOperator } from '../../lib/call-operator';

export const operatorDeleteNewsPost = (id: string) =>
  callOperator<typeof operatorDeleteNewsPostCall>('operator_delete_news_post', { id });
