package service

import (
	"context"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The review of the resume on a teacher's profile before she applies ("improve my resume" on her
// documents and in a job view): the application's review (ReviewResume) of her current resume,
// against a vacancy when she asks from one.

const msgResumeFirst = "Upload your resume to have it reviewed."

// RequestResumeReview asks for a review of the resume on the teacher's profile, against the open
// vacancy with vacancyID, or for any job when it is "". It replaces the review asked for before;
// the same review under way is not asked for twice. An unknown vacancy is not found, a closed
// one gone; a profile without a resume is profile_incomplete (missing resume).
func (s *Service) RequestResumeReview(ctx context.Context, teacherID, vacancyID string) (model.ResumeInsight, error) {
	var vacancy *string
	if vacancyID != "" {
		v, err := s.Vacancy(ctx, vacancyID)
		if err != nil {
			return model.ResumeInsight{}, err
		}
		if v.Status != model.VacancyOpen {
			return model.ResumeInsight{}, model.Errorf(model.ECodeGone, msgVacancyClosed)
		}
		vacancy = &v.ID
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		documentID, found, err := tx.ProfileResumeID(ctx, teacherID)
		if err != nil {
			return err
		}
		if !found {
			return &model.Error{Code: model.ECodeProfileIncomplete, Message: msgResumeFirst, Missing: []string{model.DocResume}}
		}
		queue, err := tx.RequestResumeReview(ctx, teacherID, documentID, vacancy)
		if err != nil || !queue {
			return err
		}
		return s.Resumes.EnqueueReviewProfileResume(ctx, tx, teacherID)
	})
	if err != nil {
		return model.ResumeInsight{}, err
	}
	return model.ResumeInsight{Status: model.InsightPending, Insights: []model.Insight{}}, nil
}

// ResumeReview returns the review of the resume on the teacher's profile against the vacancy
// with vacancyID ("": the one for any job): none unless it is the latest she asked for and her
// resume is the one it reviewed.
func (s *Service) ResumeReview(ctx context.Context, teacherID, vacancyID string) (model.ResumeInsight, error) {
	var vacancy *string
	if vacancyID != "" {
		if uuid.Validate(vacancyID) != nil {
			return model.ResumeInsight{}, &model.Error{Code: model.ECodeValidation, Message: msgFixFields,
				Fields: map[string]string{"vacancyId": "invalid"}}
		}
		vacancy = &vacancyID
	}
	return s.Store.ResumeReview(ctx, teacherID, vacancy)
}

// ReviewProfileResume does the teacher's latest review of her profile's resume (a background job).
// One whose resume was replaced or deleted since is gone with it.
func (s *Service) ReviewProfileResume(ctx context.Context, teacherID string) error {
	vacancyID, d, found, err := s.Store.ResumeReviewRequest(ctx, teacherID)
	if err != nil || !found {
		return err
	}
	insights, failure, err := s.reviewResumeFile(ctx, teacherID, d, vacancyID)
	if err != nil {
		return err
	}
	return s.Store.SetResumeReview(ctx, teacherID, d.ID, vacancyID, insights, failure)
}
