-- After its time the team marks a visit: the buyer came or did not (docs/decisions/0089).
ALTER TABLE "reservation_visits" DROP CONSTRAINT "reservation_visits_state_check";--> statement-breakpoint
ALTER TABLE "reservation_visits" ADD CONSTRAINT "reservation_visits_state_check" CHECK ("reservation_visits"."state" in ('booked', 'came', 'no_show', 'cancelled'));