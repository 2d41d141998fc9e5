DROP TABLE teacher_certification;
