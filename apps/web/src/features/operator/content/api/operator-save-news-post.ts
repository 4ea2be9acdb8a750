import type {
  operatorSaveNewsPostCall,
  SaveNewsPost,
} from '@faith-shield/contract/operator-content/operator-save-news-post';
import { callOperatorForm } from './call-operator-form';

export const operatorSaveNewsPost = (post: SaveNewsPost) =>
  callOperatorForm<typeof operatorSaveNewsPostCall>('operator_save_news_post', post);
