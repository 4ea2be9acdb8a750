import type {
  operatorDeleteResourceCall,
  operatorResourcesCall,
  operatorSaveResourceCall,
  operatorSaveResourceCategoryCall,
  SaveResource,
  SaveResourceCategory,
} from '@faith-shield/contract/operator-content/operator-save-resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperator, operatorData } from '../../lib/call-operator';

export const operatorResourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['operator_resources'],
    queryFn: () => operatorData<typeof operatorResourcesCall>('operator_resources', {}),
  });
export const useOperatorResources = () => useQuery(operatorResourcesQueryOptions());

export const operatorSaveResourceCategory = (category: SaveResourceCategory) =>
  callOperator<typeof operatorSaveResourceCategoryCall>('operator_save_resource_category', category);

export const operatorSaveResource = (resource: SaveResource) =>
  callOperator<typeof operatorSaveResourceCall>('operator_save_resource', resource);

export const operatorDeleteResource = (id: string) =>
  callOperator<typeof operatorDeleteResourceCall>('operator_delete_resource', { id });
