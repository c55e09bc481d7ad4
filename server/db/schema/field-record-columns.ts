/**
 * The columns a record from the field app adds to the table it lands in, declared once for every
 * such table (visits, display checks, location scans, survey answer sets): the id the app made for
 * it, the fix with its accuracy, and the two clocks. Null on rows the seed or a screen wrote.
 */
import { doublePrecision, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** The id the app made for the record: a resent record is stored once (ON CONFLICT (client_id)). */
export const clientIdColumn = (table: string) => text('client_id').unique(`${table}_client_id_key`);

/** A latitude or longitude in degrees, to six places (about 11 cm), as every table keeps them. */
export const coordinateColumn = (name: string) => numeric(name, { precision: 9, scale: 6 });

/** The device's estimate of the fix's error, in metres. */
export const accuracyColumn = (name = 'accuracy') => doublePrecision(name);

/** The device's clock when it sent the batch: with received_at, how far its clock was off. */
export const deviceSentAtColumn = () => timestamp('device_sent_at', { withTimezone: true });

/** The server's clock when the record arrived. */
export const receivedAtColumn = () => timestamp('received_at', { withTimezone: true });
