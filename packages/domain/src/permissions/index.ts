export * from './sys';
export * from './types';
export * from './catalog';
export { OFFER_FIELD_PERMS, offerFieldCode, offerFieldCodes, type OfferPermField } from './catalog-offer';
export * from './perm';
export * from './roles';
export * from './defaults';
export * from './grants';
export * from './built';
