/**
 * Registration of accounts (issue 25, contracts/api/registration-account.ts): the steps and
 * parameters the bank's admin configures, and per sent online account order (the application's id
 * is the order's) who took it, the steps completed and the parameter values recorded. Values are
 * rows of their own, so editing or deactivating a parameter never alters what was recorded.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accountOrders } from './account-orders.ts';
import { users } from './users.ts';

export const registrationSteps = pgTable(
  'registration_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameUz: text('name_uz').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('registration_steps_position_idx').on(t.position, t.id)],
);

export const registrationParameters = pgTable(
  'registration_parameters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    labelRu: text('label_ru').notNull(),
    labelEn: text('label_en').notNull(),
    labelUz: text('label_uz').notNull(),
    type: text('type').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    stepId: integer('step_id')
      .notNull()
      .references(() => registrationSteps.id),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('registration_parameters_code_unique').on(t.code),
    check('registration_parameters_type', sql`${t.type} in ('text', 'number', 'date', 'select', 'boolean')`),
  ],
);

/** One row per taken application (an order nobody took has none). */
export const registrationApplications = pgTable(
  'registration_applications',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => accountOrders.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** in_work | completed | rejected */
    state: text('state').notNull().default('in_work'),
    rejectReason: text('reject_reason'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('registration_applications_state_idx').on(t.state),
    check('registration_applications_state', sql`${t.state} in ('in_work', 'completed', 'rejected')`),
  ],
);

export const registrationStepMarks = pgTable(
  'registration_step_marks',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => registrationApplications.orderId, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => registrationSteps.id),
    completedBy: integer('completed_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.stepId] })],
);

export const registrationValues = pgTable(
  'registration_values',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => registrationApplications.orderId, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => registrationParameters.id),
    value: text('value').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.parameterId] })],
);
