import type {
  operatorSaveNewsPostCall,
  SaveNewsPost,
} from '@faith-shield/contract/operator-content/operator-save-news-post';
import { callOperator } from '../../lib/call-operator';

export const operatorSaveNewsPost = (post: SaveNewsPost) =>
  callOperator<typeof operatorSaveNewsPostCall>('operator_save_news_post', post);
