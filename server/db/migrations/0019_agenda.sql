ALTER TABLE "locations" ADD COLUMN "weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "closure_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written: the demo branches get structured hours matching the hours their pages show (decision 0071); a branch
-- whose text was edited keeps an empty week until staff fill it in the Sitio section.
UPDATE "locations" SET "weekly_hours" = '[[],[{"from":"10:00","to":"14:00"},{"from":"15:00","to":"19:00"}],[{"from":"10:00","to":"14:00"},{"from":"15:00","to":"19:00"}],[{"from":"10:00","to":"14:00"},{"from":"15:00","to":"19:00"}],[{"from":"10:00","to":"14:00"},{"from":"15:00","to":"19:00"}],[{"from":"10:00","to":"14:00"},{"from":"15:00","to":"19:00"}],[{"from":"10:00","to":"13:00"}]]'::jsonb
  WHERE "name" = 'Godoy Cruz' AND "weekly_hours" = '[]'::jsonb
    AND "opening_hours" = '[{"days":"Lunes a viernes","hours":"10:00 a 14:00 y 15:00 a 19:00"},{"days":"Sábados","hours":"10:00 a 13:00"}]'::jsonb;--> statement-breakpoint
UPDATE "locations" SET "weekly_hours" = '[[],[{"from":"08:30","to":"13:00"},{"from":"16:30","to":"20:30"}],[{"from":"08:30","to":"13:00"},{"from":"16:30","to":"20:30"}],[{"from":"08:30","to":"13:00"},{"from":"16:30","to":"20:30"}],[{"from":"08:30","to":"13:00"},{"from":"16:30","to":"20:30"}],[{"from":"08:30","to":"13:00"},{"from":"16:30","to":"20:30"}],[{"from":"09:00","to":"13:00"}]]'::jsonb
  WHERE "name" = 'San Rafael' AND "weekly_hours" = '[]'::jsonb
    AND "opening_hours" = '[{"days":"Lunes a viernes","hours":"8:30 a 13:00 y 16:30 a 20:30"},{"days":"Sábados","hours":"9:00 a 13:00"}]'::jsonb;--> statement-breakpoint
UPDATE "locations" SET "weekly_hours" = '[[],[{"from":"09:00","to":"13:30"},{"from":"17:00","to":"21:00"}],[{"from":"09:00","to":"13:30"},{"from":"17:00","to":"21:00"}],[{"from":"09:00","to":"13:30"},{"from":"17:00","to":"21:00"}],[{"from":"09:00","to":"13:30"},{"from":"17:00","to":"21:00"}],[{"from":"09:00","to":"13:30"},{"from":"17:00","to":"21:00"}],[{"from":"09:30","to":"13:30"}]]'::jsonb
  WHERE "name" = 'San Juan' AND "weekly_hours" = '[]'::jsonb
    AND "opening_hours" = '[{"days":"Lunes a viernes","hours":"9:00 a 13:30 y 17:00 a 21:00"},{"days":"Sábados","hours":"9:30 a 13:30"}]'::jsonb;
