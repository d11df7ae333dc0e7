/**
 * The two route families of corporate card orders (spec 2 §2): /order-corporate-card (list, create,
 * view/:id, update/:id — the spec's narrower roles and bank staff) and /card-order (create, edit,
 * cards — the client roles). The same screens serve both; only their paths differ. /card-order/edit
 * has no id in its path (spec 1 routes note 18): the order is `?id=`, its form `&form=1`.
 */
export type CardFamily = 'corporate' | 'client';

export interface CardPaths {
  readonly family: CardFamily;
  readonly list: string;
  readonly create: string;
  view(id: number): string;
  edit(id: number): string;
}

export const CORPORATE_PATHS: CardPaths = {
  family: 'corporate',
  list: '/order-corporate-card',
  create: '/order-corporate-card/create',
  view: (id) => `/order-corporate-card/view/${id}`,
  edit: (id) => `/order-corporate-card/update/${id}`,
};

export const CLIENT_PATHS: CardPaths = {
  family: 'client',
  list: '/card-order',
  create: '/card-order/create',
  view: (id) => `/card-order/edit?id=${id}`,
  edit: (id) => `/card-order/edit?id=${id}&form=1`,
};

export const ISSUED_CARDS_PATH = '/card-order/cards';

/** `?id=` of /card-order/edit: a positive whole number, else null (the screen then goes to the list). */
export function idParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
