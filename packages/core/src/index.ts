export * from './accounts/credentials';
export * from './accounts/schemas';
export * from './http/errors';
export * from './http/constants';
