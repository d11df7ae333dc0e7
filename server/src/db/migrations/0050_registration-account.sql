CREATE TABLE "registration_applications" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"assignee_id" integer,
	"taken_at" timestamp with time zone,
	"state" text DEFAULT 'in_work' NOT NULL,
	"reject_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "registration_applications_state" CHECK ("registration_applications"."state" in ('in_work', 'completed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "registration_parameters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"label_ru" text NOT NULL,
	"label_en" text NOT NULL,
	"label_uz" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"step_id" integer NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_parameters_code_unique" UNIQUE("code"),
	CONSTRAINT "registration_parameters_type" CHECK ("registration_parameters"."type" in ('text', 'number', 'date', 'select', 'boolean'))
);
--> statement-breakpoint
CREATE TABLE "registration_step_marks" (
	"order_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"completed_by" integer,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_step_marks_order_id_step_id_pk" PRIMARY KEY("order_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "registration_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_values" (
	"order_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"value" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_values_order_id_parameter_id_pk" PRIMARY KEY("order_id","parameter_id")
);
--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_order_id_account_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."account_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_parameters" ADD CONSTRAINT "registration_parameters_step_id_registration_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."registration_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_step_marks" ADD CONSTRAINT "registration_step_marks_order_id_registration_applications_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."registration_applications"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_step_marks" ADD CONSTRAINT "registration_step_marks_step_id_registration_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."registration_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_step_marks" ADD CONSTRAINT "registration_step_marks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_values" ADD CONSTRAINT "registration_values_order_id_registration_applications_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."registration_applications"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_values" ADD CONSTRAINT "registration_values_parameter_id_registration_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."registration_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_values" ADD CONSTRAINT "registration_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_applications_state_idx" ON "registration_applications" USING btree ("state");--> statement-breakpoint
CREATE INDEX "registration_steps_position_idx" ON "registration_steps" USING btree ("position","id");