CREATE TABLE "rbac_permissions" (
	"name" text PRIMARY KEY NOT NULL,
	"endpoint" text,
	"description" text DEFAULT '' NOT NULL,
	"rule_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rbac_permissions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "rbac_permissions_group_name" CHECK (("rbac_permissions"."endpoint" is null) = ("rbac_permissions"."name" like '%.*'))
);
--> statement-breakpoint
CREATE TABLE "rbac_role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "rbac_role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "rbac_roles" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_rules" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rbac_rules_kind" CHECK ("rbac_rules"."kind" in ('operating_hours', 'ip_allowlist'))
);
--> statement-breakpoint
CREATE TABLE "rbac_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "rbac_state_single" CHECK ("rbac_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "rbac_permissions" ADD CONSTRAINT "rbac_permissions_rule_name_rbac_rules_name_fk" FOREIGN KEY ("rule_name") REFERENCES "public"."rbac_rules"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_role_permissions" ADD CONSTRAINT "rbac_role_permissions_role_rbac_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."rbac_roles"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_role_permissions" ADD CONSTRAINT "rbac_role_permissions_permission_rbac_permissions_name_fk" FOREIGN KEY ("permission") REFERENCES "public"."rbac_permissions"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rbac_permissions_rule_idx" ON "rbac_permissions" USING btree ("rule_name");--> statement-breakpoint
CREATE INDEX "rbac_role_permissions_perm_idx" ON "rbac_role_permissions" USING btree ("permission");--> statement-breakpoint
-- Hand-written: the single version row every node reads (plugins/access.ts).
INSERT INTO "rbac_state" ("id", "version") VALUES (1, 1);
