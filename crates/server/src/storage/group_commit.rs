//! Group commit of SQLite's appends: the events that arrive while a transaction is
//! being written wait for it, and are then written together in the next one, each
//! behind a savepoint of its own (a refused event refuses only its own request). An
//! append completes once its transaction is committed, as a lone one did: nothing
//! acknowledged is lost. One commit (a few pages of the write-ahead log) then serves
//! many actions instead of one.

use sqlx::{Acquire, AnyPool};
use tokio::sync::{mpsc, oneshot};

use super::StorageError;
use super::statements::AnyQuery;

/// The most events written in one transaction.
const MOST: usize = 256;

/// One append waiting for its transaction: its statements and who waits for the end.
struct Append {
    statements: Vec<AnyQuery>,
    done: oneshot::Sender<Result<(), StorageError>>,
}

/// The queue of appends to the one writer task.
#[derive(Clone)]
pub struct GroupCommit {
    queue: mpsc::UnboundedSender<Append>,
}

impl GroupCommit {
    /// The writer task on `pool`, running until every handle is dropped.
    pub fn start(pool: AnyPool) -> Self {
        let (queue, appends) = mpsc::unbounded_channel();
        tokio::spawn(write(pool, appends));
        GroupCommit { queue }
    }

    /// Runs `statements` in the next transaction; done once it is committed.
    pub async fn append(&self, statements: Vec<AnyQuery>) -> Result<(), StorageError> {
        let stopped = || StorageError::new("the writer of the events stopped");
        let (done, answer) = oneshot::channel();
        (self.queue.send(Append { statements, done })).map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

/// Writes the appends as they come: all those waiting in one transaction.
async fn write(pool: AnyPool, mut appends: mpsc::UnboundedReceiver<Append>) {
    let mut batch = Vec::new();
    while appends.recv_many(&mut batch, MOST).await > 0 {
        let (statements, waiting): (Vec<_>, Vec<_>) =
            batch.drain(..).map(|a| (a.statements, a.done)).unzip();
        match commit(&pool, statements).await {
            Ok(results) => {
                for (done, result) in waiting.into_iter().zip(results) {
                    let _ = done.send(result);
                }
            }
            Err(error) => {
                let message = error.to_string();
                for done in waiting {
                    let _ = done.send(Err(StorageError::new(message.clone())));
                }
            }
        }
    }
}

/// Runs each append's statements behind its own savepoint, then commits them all:
/// each append's own result, or the transaction's failure.
async fn commit(
    pool: &AnyPool,
    appends: Vec<Vec<AnyQuery>>,
) -> Result<Vec<Result<(), StorageError>>, StorageError> {
    let mut transaction = pool.begin().await?;
    let mut results = Vec::with_capacity(appends.len());
    for statements in appends {
        let mut savepoint = transaction.begin().await?;
        let mut result = Ok(());
        for statement in statements {
            if let Err(error) = statement.execute(&mut *savepoint).await {
                result = Err(StorageError::from(error));
                break;
            }
        }
        match result {
            Ok(()) => savepoint.commit().await?,
            Err(_) => savepoint.rollback().await?,
        }
        results.push(result);
    }
    transaction.commit().await?;
    Ok(results)
}
