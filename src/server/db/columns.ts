import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// node-postgres hands bytea back as a Buffer, PGlite as a plain Uint8Array; callers always get a Buffer
// (a view, not a copy) so that sending an image is the same code on both drivers.
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  toDriver: (value) => value,
});

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const id = () => uuid('id').primaryKey().defaultRandom();
