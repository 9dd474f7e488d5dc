//! Why storage failed, and whether another writer came first.

/// Why storage failed; the change asked for did not happen.
#[derive(Debug)]
pub struct StorageError {
    /// What failed, in words.
    pub message: String,
    /// Whether the row's key was taken: another writer stored that game's event
    /// number first.
    pub conflict: bool,
}

impl StorageError {
    /// A failure that is no conflict.
    pub fn new(message: impl Into<String>) -> Self {
        StorageError {
            message: message.into(),
            conflict: false,
        }
    }
}

impl std::fmt::Display for StorageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "storage: {}", self.message)
    }
}

impl std::error::Error for StorageError {}

impl From<sqlx::Error> for StorageError {
    fn from(error: sqlx::Error) -> Self {
        StorageError {
            conflict: error
                .as_database_error()
                .is_some_and(|e| e.is_unique_violation()),
            message: error.to_string(),
        }
    }
}

impl From<serde_json::Error> for StorageError {
    fn from(error: serde_json::Error) -> Self {
        StorageError::new(error.to_string())
    }
}
