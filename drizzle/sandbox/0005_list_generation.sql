CREATE SEQUENCE "sandbox"."list_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers). Every statement that writes projects or leads, however it
-- is made (the API, plain SQL, a cascade), advances the list generation, and first takes a shared advisory lock
-- (namespace 7460314, resources/list-generation.ts) on each company whose rows it wrote or moved, held until its
-- transaction ends. Shared locks never wait on one another and a sequence is no row: writers share nothing that
-- could queue or deadlock them. A list reader reads the generation, then tries the exclusive lock and lets it go
-- at once (never waiting), and only remembers a total when no writer held it.
CREATE FUNCTION "sandbox"."advance_list_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- TRUNCATE's own lock keeps every reader out until it commits.
    PERFORM nextval('"sandbox"."list_generation"');
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_advisory_xact_lock_shared(7460314, c.company_id)
      FROM (SELECT company_id FROM changed UNION SELECT company_id FROM gone) c ORDER BY c.company_id;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(7460314, c.company_id)
      FROM (SELECT DISTINCT company_id FROM changed) c ORDER BY c.company_id;
  END IF;
  -- A statement that wrote no row changes no list.
  IF FOUND THEN
    PERFORM nextval('"sandbox"."list_generation"');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_insert_gen" AFTER INSERT ON "sandbox"."projects" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();--> statement-breakpoint
CREATE TRIGGER "projects_update_gen" AFTER UPDATE ON "sandbox"."projects" REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();--> statement-breakpoint
CREATE TRIGGER "projects_delete_gen" AFTER DELETE ON "sandbox"."projects" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();--> statement-breakpoint
CREATE TRIGGER "projects_truncate_gen" AFTER TRUNCATE ON "sandbox"."projects" FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();--> statement-breakpoint
CREATE TRIGGER "leads_insert_gen" AFTER INSERT ON "sandbox"."leads" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();--> statement-breakpoint
CREATE TRIGGER "leads_update_gen" AFTER UPDATE ON "sandbox"."leads" REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();--> statement-breakpoint
CREATE TRIGGER "leads_delete_gen" AFTER DELETE ON "sandbox"."leads" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();--> statement-breakpoint
CREATE TRIGGER "leads_truncate_gen" AFTER TRUNCATE ON "sandbox"."leads" FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_list_generation"();
