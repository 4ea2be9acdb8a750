CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"licence_number" text NOT NULL,
	"certificate_title" text DEFAULT '' NOT NULL,
	"issue_date" date,
	"expiration_date" date,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"reminded_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"location_id" uuid NOT NULL,
	"model_number" text NOT NULL,
	"serial_number" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_inventory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."inventory_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_locations" ADD CONSTRAINT "inventory_locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certificates_organisation_idx" ON "certificates" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "certificates_expiration_idx" ON "certificates" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "inventory_items_organisation_idx" ON "inventory_items" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_locations_name_idx" ON "inventory_locations" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
-- hand-written: every organisation starts with the seeded inventory locations (DESIGN.md §4b,
-- SEEDED_LOCATIONS in packages/contract/src/inventory/inventory-messages.ts): a trigger, so an
-- organisation made any way (sign-up, an operator, a test) has them; existing ones get them below.
CREATE FUNCTION seed_inventory_locations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_locations (organisation_id, name)
  SELECT NEW.id, name FROM unnest(ARRAY['Sanctuary', 'Lobby', 'Parking lot', 'Nursery', 'Office', 'Storage']) AS name
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organisations_seed_inventory_locations AFTER INSERT ON organisations
  FOR EACH ROW EXECUTE FUNCTION seed_inventory_locations();
--> statement-breakpoint
INSERT INTO inventory_locations (organisation_id, name)
SELECT organisations.id, name
FROM organisations, unnest(ARRAY['Sanctuary', 'Lobby', 'Parking lot', 'Nursery', 'Office', 'Storage']) AS name
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The change feed (docs/decisions/008) covers what the servers now keep of these tables.
CREATE TRIGGER inventory_locations_changed AFTER INSERT OR UPDATE OR DELETE ON inventory_locations
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER inventory_items_changed AFTER INSERT OR UPDATE OR DELETE ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER certificates_changed AFTER INSERT OR UPDATE OR DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
