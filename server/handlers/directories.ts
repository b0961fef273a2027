// The directories operations of openapi.yaml, keyed by operationId: each calls its domain function.
import {
  createDirectory,
  deleteDirectory,
  getDirectory,
  listDirectories,
  rotateDirectoryToken,
  updateDirectory,
} from '../domain/directories/directories.ts';
import { type HandlerTable, membershipOf } from './handler.ts';

export const directoriesHandlers = {
  listDirectories: ({ services, params }) => listDirectories(services, params.tenantId),
  createDirectory: ({ services, meta, membership, body }) => createDirectory(services, meta, membershipOf(membership), body),
  getDirectory: ({ services, params }) => getDirectory(services, params.tenantId, params.directoryId),
  updateDirectory: ({ services, meta, membership, params, body }) =>
    updateDirectory(services, meta, membershipOf(membership), params.directoryId, body),
  deleteDirectory: ({ services, meta, params }) => deleteDirectory(services, meta, params.tenantId, params.directoryId),
  rotateDirectoryToken: ({ services, meta, params }) => rotateDirectoryToken(services, meta, params.tenantId, params.directoryId),
} satisfies Partial<HandlerTable>;
