ALTER TABLE "rbac_roles" ADD COLUMN "base_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_role_rbac_roles_name_fk" FOREIGN KEY ("access_role") REFERENCES "public"."rbac_roles"("name") ON DELETE no action ON UPDATE no action;