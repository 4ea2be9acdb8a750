import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { users } from '../../db/schema/index';

/** A live member of the organisation's team (spec 01 §1: any type but 1; a removed one is not). */
export const isLiveMemberOf = (organisationId: string) =>
  and(eq(users.organisationId, organisationId), ne(users.type, USER_TYPE.owner), isNull(users.deletedAt));
