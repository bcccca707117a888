/** The resource engine's domain layer: definitions, validation, lifecycle, derived values. See types.ts. */
export * from './types';
export * from './define';
export * from './validate';
export * from './lifecycle';
export * from './derive';
export * from './messages';
export * from './thread';
export * from './related';
export * from './mine';
export * from './lineItems';
export * from './attachments';
export * from './pickLabel';
export * from './partNumber';
export * from './identifiers';
export * from './fleet';
export * from './reasons';
export * from './users';
