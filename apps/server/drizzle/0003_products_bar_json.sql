ALTER TABLE "products" ADD COLUMN "bar_json" text;--> statement-breakpoint
CREATE FUNCTION "products_bar_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.bar_json := json_strip_nulls(json_build_object(
    'id', NEW.id, 'name', NEW.name, 'name_es', NEW.name_es, 'name_en', NEW.name_en,
    'price', NEW.price / 100.0::float8, 'category', NEW.category_id, 'allergens', NEW.allergens,
    'modifiers', NEW.modifiers, 'image', NEW.image, 'description', NEW.description,
    'description_es', NEW.description_es, 'description_en', NEW.description_en, 'serial', NEW.serial,
    'qty', NEW.qty::float8, 'unit', NEW.unit, 'unit_value', NEW.unit_value::float8, 'order', NEW."order",
    'order_number', NEW.order_number, 'zones', NEW.zones, 'iva', NEW.iva::float8))::text;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_bar_json" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_bar_json"();
--> statement-breakpoint
UPDATE "products" SET "bar_json" = NULL;
