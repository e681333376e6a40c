import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { users } from '../account/account.table';
import { images } from '../images/images.table';
import { instances } from '../instances/instances.table';

/** A variable as stored: a secret one's value is sealed with the data key (PersonalDataVault), never readable. */
export interface StoredEnvVar {
  name: string;
  secret: boolean;
  /** The value; for a secret variable, its sealed text. */
  value: string;
}

export interface StoredPort {
  port: number;
  label: string;
}

/**
 * Templates (issue 42): an image with a start command, variables, HTTP ports and the data disk it
 * needs. `ownerUserId` null: a public template of the staff (customers see it once published);
 * otherwise a main account's private one.
 */
export const templates = pgTable(
  'templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer().references(() => users.id),
    name: text().notNull(),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    command: text().notNull().default(''),
    env: jsonb().$type<StoredEnvVar[]>().notNull().default([]),
    ports: jsonb().$type<StoredPort[]>().notNull().default([]),
    diskGb: integer().notNull(),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    published: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('templates_owner_idx').on(t.ownerUserId, t.createdAt),
    check('templates_disk_positive', sql`${t.diskGb} > 0`),
  ],
);

/**
 * What an instance was made to run from a template (issue 42): copied at the rental, so the machine
 * runs the same however the template changes later, and a re-driven create (the reconciler) asks
 * the provider for the same. Secret values stay sealed here as in the template.
 */
export const instanceLaunches = pgTable('instance_launches', {
  instanceId: integer()
    .primaryKey()
    .references(() => instances.id),
  /** The template it came from; kept as a number when the template is deleted. */
  templateId: integer(),
  templateName: text().notNull(),
  command: text().notNull().default(''),
  env: jsonb().$type<StoredEnvVar[]>().notNull().default([]),
  ports: jsonb().$type<StoredPort[]>().notNull().default([]),
  createdAt: createdAt(),
});
