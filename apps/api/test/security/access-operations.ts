import { CERTIFICATE_MESSAGES } from '@faith-shield/contract/certificates/certificate-messages';
import {
  INVENTORY_FORM_MESSAGES,
  INVENTORY_MESSAGES,
} from '@faith-shield/contract/inventory/inventory-messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { certificates, inventoryItems, inventoryLocations } from '../../src/db/schema/index';
import { createUser, uniqueEmail } from '../helpers/factories';
import { asFile, pngBytes } from '../helpers/images';
import type { AccessEntry, Caller, OtherOrganisation } from './access-table';

/** The inventory and certificate records of the other organisation, each real. */
export type OtherOperations = {
  inventoryItemId: string;
  /** One of its locations (Lobby, holding that item). */
  locationId: string;
  /** The owner's own certificate. */
  certificateId: string;
  /** A certificate of the other organisation's sub user (subUserId). */
  subUserCertificateId: string;
};

const certificateColumns = {
  type: 'CPR & First Aid',
  licenceNumber: '448812',
  issueDate: '2026-01-10',
  expirationDate: '2028-01-10',
  description: 'Adult CPR',
  image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
};

async function lobbyOf(db: Database, organisationId: string) {
  const [lobby] = await db
    .select()
    .from(inventoryLocations)
    .where(and(eq(inventoryLocations.organisationId, organisationId), eq(inventoryLocations.name, 'Lobby')));
  if (!lobby) throw new Error('no seeded location');
  return lobby.id;
}

/** A location of the caller's own, made for the row. */
async function ownLocationOf(db: Database, organisationId: string) {
  const [location] = await db
    .insert(inventoryLocations)
    .values({ organisationId, name: uniqueEmail('room') })
    .returning();
  if (!location) throw new Error('no location');
  return location.id;
}

async function itemOf(db: Database, organisationId: string, userId: string) {
  const [item] = await db
    .insert(inventoryItems)
    .values({
      organisationId,
      userId,
      title: 'Matrix radio',
      price: '10.00',
      locationId: await lobbyOf(db, organisationId),
      modelNumber: 'M-1',
      serialNumber: 'S-1',
      image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
    })
    .returning();
  if (!item) throw new Error('no item');
  return item.id;
}

async function certificateOf(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .insert(certificates)
    .values({ organisationId, userId, ...certificateColumns })
    .returning();
  if (!row) throw new Error('no certificate');
  return row.id;
}

export async function otherOperations(
  db: Database,
  other: { organisationId: string; ownerId: string; subUserId: string },
): Promise<OtherOperations> {
  return {
    inventoryItemId: await itemOf(db, other.organisationId, other.ownerId),
    locationId: await lobbyOf(db, other.organisationId),
    certificateId: await certificateOf(db, other.organisationId, other.ownerId),
    subUserCertificateId: await certificateOf(db, other.organisationId, other.subUserId),
  };
}

const ITEM_FIELDS = { title: 'Matrix radio', price: '10', model_number: 'M-1', serial_number: 'S-1' };
const CERTIFICATE_FIELDS = {
  type: 'CPR & First Aid',
  licence_number: '448812',
  issue_date: '2026-01-10',
  expiration_date: '2028-01-10',
  description: 'Adult CPR',
};
const image = () => asFile(pngBytes(), 'matrix.png');

/** A certificate of a member of the caller's organisation: [its id, the member's]. */
const ownTeamCertificate = async (caller: Caller) => {
  const member = await createUser(caller.db, caller.organisationId, 2);
  return {
    id: await certificateOf(caller.db, caller.organisationId, member.user.id),
    user_id: member.user.id,
  };
};

const NOT_FOUND = 404;

/** spec 02 §7: inventory (owners, tiers 1 to 4) and certificates (everyone's own; the owner's team). */
export const OPERATIONS_ACCESS: Record<string, AccessEntry> = {
  inventory_categories: { access: 'owner', tier: 'inventory', own: { code: 200 } },
  add_inventory_category: {
    access: 'owner',
    tier: 'inventory',
    own: { code: 200, fields: () => ({ name: uniqueEmail('room') }) },
  },
  edit_inventory_category: {
    access: 'owner',
    tier: 'inventory',
    own: {
      code: 200,
      fields: async (caller) => ({
        id: await ownLocationOf(caller.db, caller.organisationId),
        name: uniqueEmail('renamed'),
      }),
    },
    foreignIds: [
      {
        is: 'their location',
        code: NOT_FOUND,
        message: INVENTORY_MESSAGES.locationNotFound,
        fields: (other) => ({ id: other.locationId, name: 'Taken over' }),
      },
    ],
  },
  delete_inventory_category: {
    access: 'owner',
    tier: 'inventory',
    own: {
      code: 200,
      fields: async (caller) => ({ id: await ownLocationOf(caller.db, caller.organisationId) }),
    },
    foreignIds: [
      {
        is: 'their location',
        code: NOT_FOUND,
        message: INVENTORY_MESSAGES.locationNotFound,
        fields: (other) => ({ id: other.locationId }),
      },
    ],
  },
  get_inventories: { access: 'owner', tier: 'inventory', own: { code: 200 } },
  search_inventroy: {
    access: 'owner',
    tier: 'inventory',
    own: { code: 200, fields: () => ({ keyword: 'radio' }) },
  },
  add_inventory: {
    access: 'owner',
    tier: 'inventory',
    own: {
      code: 200,
      fields: async (caller) => ({
        ...ITEM_FIELDS,
        location_id: await lobbyOf(caller.db, caller.organisationId),
        image: image(),
      }),
    },
  },
  edit_inventory: {
    access: 'owner',
    tier: 'inventory',
    own: {
      code: 200,
      fields: async (caller) => ({
        ...ITEM_FIELDS,
        id: await itemOf(caller.db, caller.organisationId, caller.userId),
        location_id: await lobbyOf(caller.db, caller.organisationId),
      }),
    },
    foreignIds: [
      {
        is: 'their item',
        code: NOT_FOUND,
        message: INVENTORY_MESSAGES.notFound,
        fields: async (other, caller) => ({
          ...ITEM_FIELDS,
          id: other.inventoryItemId,
          location_id: await lobbyOf(caller.db, caller.organisationId),
        }),
      },
      {
        // answered as the form's location field, as a location since removed is
        is: 'their location for the item',
        code: 422,
        message: INVENTORY_FORM_MESSAGES.location,
        fields: async (other, caller) => ({
          ...ITEM_FIELDS,
          id: await itemOf(caller.db, caller.organisationId, caller.userId),
          location_id: other.locationId,
        }),
      },
    ],
  },
  delete_inventory: {
    access: 'owner',
    tier: 'inventory',
    own: {
      code: 200,
      fields: async (caller) => ({ id: await itemOf(caller.db, caller.organisationId, caller.userId) }),
    },
    foreignIds: [
      {
        is: 'their item',
        code: NOT_FOUND,
        message: INVENTORY_MESSAGES.notFound,
        fields: (other) => ({ id: other.inventoryItemId }),
      },
    ],
  },
  get_inventroy_by_id: {
    access: 'public',
    publicBecause: 'the view a shared inventory link opens: an unguessable id, the view’s fields only',
  },
  get_certificates: { access: 'user', own: { code: 200 } },
  get_certificate_detail: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => ({
        id: await certificateOf(caller.db, caller.organisationId, caller.userId),
      }),
    },
    foreignIds: [
      {
        is: 'their certificate',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: (other) => ({ id: other.certificateId }),
      },
    ],
  },
  add_certificate: {
    access: 'user',
    own: { code: 200, fields: () => ({ ...CERTIFICATE_FIELDS, image: image() }) },
  },
  update_certificate: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => ({
        ...CERTIFICATE_FIELDS,
        id: await certificateOf(caller.db, caller.organisationId, caller.userId),
      }),
    },
    foreignIds: [
      {
        is: 'their certificate',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: (other) => ({ ...CERTIFICATE_FIELDS, id: other.certificateId }),
      },
    ],
  },
  delete_certificate_by_id: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => ({
        id: await certificateOf(caller.db, caller.organisationId, caller.userId),
      }),
    },
    foreignIds: [
      {
        is: 'their certificate',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: (other) => ({ id: other.certificateId }),
      },
    ],
  },
  get_sub_users_certificates: { access: 'owner', tier: 'advance', own: { code: 200 } },
  get_sub_users_certificate_detail: {
    access: 'owner',
    tier: 'advance',
    own: { code: 200, fields: ownTeamCertificate },
    foreignIds: [
      {
        is: 'their member’s certificate',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: async (other, caller) => ({
          id: other.subUserCertificateId,
          user_id: (await ownTeamCertificate(caller)).user_id,
        }),
      },
      {
        is: 'their sub user as the holder',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: async (other, caller) => ({
          id: (await ownTeamCertificate(caller)).id,
          user_id: other.subUserId,
        }),
      },
    ],
  },
  update_sub_user_certificate: {
    access: 'owner',
    tier: 'advance',
    own: {
      code: 200,
      fields: async (caller) => ({ ...CERTIFICATE_FIELDS, ...(await ownTeamCertificate(caller)) }),
    },
    foreignIds: [
      {
        is: 'their member’s certificate',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: async (other, caller) => ({
          ...CERTIFICATE_FIELDS,
          id: other.subUserCertificateId,
          user_id: (await ownTeamCertificate(caller)).user_id,
        }),
      },
      {
        is: 'their sub user as the holder',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: async (other, caller) => ({
          ...CERTIFICATE_FIELDS,
          id: (await ownTeamCertificate(caller)).id,
          user_id: other.subUserId,
        }),
      },
    ],
  },
  sub_users_certificate_delete: {
    access: 'owner',
    tier: 'advance',
    own: { code: 200, fields: ownTeamCertificate },
    foreignIds: [
      {
        is: 'their member’s certificate',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: async (other, caller) => ({
          id: other.subUserCertificateId,
          user_id: (await ownTeamCertificate(caller)).user_id,
        }),
      },
      {
        is: 'their sub user as the holder',
        code: NOT_FOUND,
        message: CERTIFICATE_MESSAGES.notFound,
        fields: async (other, caller) => ({
          id: (await ownTeamCertificate(caller)).id,
          user_id: other.subUserId,
        }),
      },
    ],
  },
};

/** The ids the other organisation's answers must never show (OtherOrganisation's part). */
export const operationsSecrets = (other: OtherOrganisation) => [
  other.inventoryItemId,
  other.certificateId,
  other.subUserCertificateId,
];
