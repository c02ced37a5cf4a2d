-- Shipping methods and carriers move the catalogue version too (issue 19): carts are priced from reference data
-- kept in memory (countries, their cheapest method, packs, prices), read again when the version moves.
CREATE TRIGGER shipping_methods_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_methods FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER carriers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carriers FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
