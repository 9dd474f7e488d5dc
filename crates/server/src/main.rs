//! `plateau-server`: the game server's command line (see `--help`).

use plateau_server::Server;
use plateau_server::config::{Command, HELP, parse_args};

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let (config, folder) = match parse_args(std::env::args().skip(1)) {
        Ok(Command::Serve(config, folder)) => (*config, folder),
        Ok(Command::Help) => {
            print!("{HELP}");
            return std::process::ExitCode::SUCCESS;
        }
        Ok(Command::Version) => {
            println!("plateau-server {}", env!("CARGO_PKG_VERSION"));
            return std::process::ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("plateau-server: {message}");
            return std::process::ExitCode::from(2);
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    // Each connection is an open file: the usual soft limit (1,024) is the hard one now.
    match plateau_server::gate::raise_open_files() {
        Ok((before, after)) => tracing::info!(before, after, "open files allowed"),
        Err(error) => tracing::warn!(%error, "the limit of open files was not raised"),
    }
    if let Some(web) = &config.web
        && !web.join("index.html").is_file()
    {
        eprintln!(
            "plateau-server: --web {}: no index.html there (give the folder Trunk builds)",
            web.display()
        );
        return std::process::ExitCode::from(2);
    }
    if let Some(folder) = folder
        && let Err(error) = std::fs::create_dir_all(&folder)
    {
        eprintln!(
            "plateau-server: cannot create {}: {error}",
            folder.display()
        );
        return std::process::ExitCode::FAILURE;
    }
    let server = match Server::start(config).await {
        Ok(server) => server,
        Err(error) => {
            eprintln!("plateau-server: {error}");
            return std::process::ExitCode::FAILURE;
        }
    };
    println!("plateau-server listening on http://{}", server.address);
    tokio::select! {
        result = server.wait() => match result {
            Ok(()) => std::process::ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("plateau-server: {error}");
                std::process::ExitCode::FAILURE
            }
        },
        _ = tokio::signal::ctrl_c() => std::process::ExitCode::SUCCESS,
    }
}
