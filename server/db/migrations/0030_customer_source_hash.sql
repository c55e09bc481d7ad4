ALTER TABLE "customers" ADD COLUMN "source_hash" text;--> statement-breakpoint
-- A write of a customer by anything but the load (which sets a new hash with the row) clears the
-- hash when it changes a column the ERP loads: the next resend then compares that row in full and
-- writes the ERP's values back. A write of other columns keeps it.
CREATE FUNCTION customers_source_hash_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.source_hash IS NOT DISTINCT FROM OLD.source_hash
     AND (NEW.customer_id, NEW.customer_id_ref, NEW.customer_name, NEW.address, NEW.city, NEW.org_id,
          NEW.branch_code, NEW.sales_channel, NEW.cat_business, NEW.territory_code, NEW.latitude,
          NEW.longitude, NEW.active)
         IS DISTINCT FROM
         (OLD.customer_id, OLD.customer_id_ref, OLD.customer_name, OLD.address, OLD.city, OLD.org_id,
          OLD.branch_code, OLD.sales_channel, OLD.cat_business, OLD.territory_code, OLD.latitude,
          OLD.longitude, OLD.active) THEN
    NEW.source_hash := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER customers_source_hash_clear BEFORE UPDATE ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_source_hash_clear();
