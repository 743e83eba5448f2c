-- A FAQ topic that still has entries cannot be deleted: the API answers 409 topic-in-use, and the database refuses it too (it used to delete the entries with it).
ALTER TABLE "faq_entries" DROP CONSTRAINT "faq_entries_topic_id_faq_topics_id_fk";
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_topic_id_faq_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."faq_topics"("id") ON DELETE restrict ON UPDATE no action;