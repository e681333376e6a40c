CREATE TABLE "instance_charges" (
	"instance_id" integer NOT NULL,
	"hour_index" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instance_charges_instance_id_hour_index_pk" PRIMARY KEY("instance_id","hour_index")
);
--> statement-breakpoint
ALTER TABLE "instance_charges" ADD CONSTRAINT "instance_charges_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_charges" ADD CONSTRAINT "instance_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;