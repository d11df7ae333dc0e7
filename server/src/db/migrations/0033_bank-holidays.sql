CREATE TABLE "bank_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_en" text NOT NULL
);
