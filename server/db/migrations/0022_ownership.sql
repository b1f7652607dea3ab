ALTER TABLE "salespeople" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "advisor_account_id" integer;--> statement-breakpoint
ALTER TABLE "salespeople" ADD CONSTRAINT "salespeople_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_advisor_account_id_staff_accounts_id_fk" FOREIGN KEY ("advisor_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_advisor_idx" ON "operations" USING btree ("advisor_account_id") WHERE "operations"."advisor_account_id" is not null;--> statement-breakpoint
-- Hand-written:
-- A salesperson's card is linked to the staff account of the same name (case and accents aside) when exactly one
-- active account of that name may act on the card's brand (an administrator, or sales with the brand); the others
-- stay unlinked until an administrator links them (docs/decisions/0065).
WITH candidates AS (
  SELECT s.id AS salesperson_id, a.id AS account_id,
         count(*) OVER (PARTITION BY s.id) AS matches
    FROM "salespeople" s
    JOIN "staff_accounts" a
      ON translate(lower(trim(a.name)), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')
       = translate(lower(trim(s.fullname)), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')
     AND a.active
     AND (a.role = 'admin' OR (a.role = 'sales' AND s.brand_id = ANY(a.brand_ids)))
   WHERE s.account_id IS NULL
)
UPDATE "salespeople" s SET account_id = c.account_id
  FROM candidates c
 WHERE c.salesperson_id = s.id AND c.matches = 1;--> statement-breakpoint
-- Each reservation's owner is the account of the card its buyer already sees; the card itself is left as it was, so
-- "Mi reserva" shows the same person.
UPDATE "operations" o SET advisor_account_id = s.account_id
  FROM "salespeople" s
 WHERE s.id = o.salesperson_id AND s.account_id IS NOT NULL AND o.advisor_account_id IS NULL;
