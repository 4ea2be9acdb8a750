/** Whose own certificates a screen shows: the owner's (spec 02 §2 administrator area) or a sub user's. */
export type OwnArea = 'owner' | 'subUser';

type Paths = {
  list: string;
  add: string;
  edit: (id: string) => string;
  view: (id: string) => string;
};

/** spec 02 §2: the routes of each area's own certificates. */
export const OWN_PATHS: Record<OwnArea, Paths> = {
  owner: {
    list: '/certificate',
    add: '/add-certificate',
    edit: (id) => `/edit-certificate/${id}`,
    view: (id) => `/view-certificate/${id}`,
  },
  subUser: {
    list: '/subuser-certificates',
    add: '/subuser-add-certificate',
    edit: (id) => `/subuser-edit-certificate/${id}`,
    view: (id) => `/subuser-view-certificate/${id}`,
  },
};

/** spec 02 §2: the owner's screens of the team's certificates, named by id and user_id. */
export const TEAM_PATHS = {
  list: '/subuser-certificate',
  edit: (id: string, userId: string) => `/edit-certificates/${id}/${userId}`,
  view: (id: string, userId: string) => `/view-certificates/${id}/${userId}`,
};
